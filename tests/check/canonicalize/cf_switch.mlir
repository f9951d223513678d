// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// cf.switch canonicalization: cases matching the default, constant flags,
// pass-through destinations, switches on a flag a dominating switch already
// decided; CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @drop_default_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     1: ^bb2(%arg2 : i32),
// CHECK-NEXT:     2: ^bb1(%arg2 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "test.one"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:   "test.two"(%1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @drop_default_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    0: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    2: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @const_switch(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   "test.two"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @const_switch(%a: i32, %b: i32) {
  %c1 = arith.constant 1 : i32
  cf.switch %c1 : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @pass_through(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     3: ^bb1(%arg2 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "test.two"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @pass_through(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    3: ^bb3
  ]
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb3:
  cf.br ^bb2(%b : i32)
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switch_on_same(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     3: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.d"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.x4"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_on_same(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  "test.d"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    3: ^bb4,
    4: ^bb5
  ]
^bb3:
  "test.x3"() : () -> ()
  return
^bb4:
  "test.x4"() : () -> ()
  return
^bb5:
  "test.x5"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switch_from_default(%arg0: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     3: ^bb2,
// CHECK-NEXT:     5: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     4: ^bb4
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "test.x2"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   "test.x3"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT:   "test.x5"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_from_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    3: ^bb2,
    5: ^bb2
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    3: ^bb4,
    4: ^bb5
  ]
^bb2:
  "test.x2"() : () -> ()
  return
^bb3:
  "test.x3"() : () -> ()
  return
^bb4:
  "test.x4"() : () -> ()
  return
^bb5:
  "test.x5"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @all_cases_default(%arg0: i8, %arg1: i32) {
// CHECK-NEXT:   "test.one"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @all_cases_default(%f: i8, %a: i32) {
  cf.switch %f : i8, [
    default: ^bb1(%a : i32),
    -1: ^bb1(%a : i32),
    7: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @const_negative(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   "test.two"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @const_negative(%a: i32, %b: i32) {
  %c = arith.constant -2 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i32),
    -2: ^bb2(%b : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @const_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   "test.one"(%arg0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @const_default(%a: i32, %b: i32) {
  %c = arith.constant 9 : i64
  cf.switch %c : i64, [
    default: ^bb1(%a : i32),
    5: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "test.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.two"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @same_flag_default(%arg0: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     3: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.d"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.x3"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @same_flag_default(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb2,
    3: ^bb1
  ]
^bb1:
  "test.d"() : () -> ()
  return
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    3: ^bb4
  ]
^bb3:
  "test.x3"() : () -> ()
  return
^bb4:
  "test.x4"() : () -> ()
  return
}
