// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// cf canonicalization patterns; each case checks mlir-opt-19's output line by line.

// CHECK-LABEL: func.func @assert_true(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_true(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_const_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @cond_br_const_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_const_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_const_false(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "foo.use"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_same_successor(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @cond_br_same_successor(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_same_successor_different_operands(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_same_successor_different_operands(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @br_single_pred(%a: i32) -> i32 {
  "foo.op"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @br_passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @br_passthrough_chain(%arg0: i32) -> i32 {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @br_passthrough_chain(%a: i32) -> i32 {
  "foo.op"() : () -> ()
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_passthrough(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_passthrough(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb0, ^bb3(%a : i32)
^bb0:
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%z: i32):
  cf.br ^bb3(%z : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_not(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: cf.cond_br %0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%2) : (i32) -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @cond_br_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "foo.use"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// CHECK-LABEL: func.func @cond_br_truth_propagation(%arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.use2"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  return
^bb2:
  "foo.use2"(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @cond_br_same_cond(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cond_br_same_cond(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "foo.a"() : () -> ()
  return
^bb3:
  "foo.b"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @loop_not_merged(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop_not_merged(%c: i1) {
  cf.br ^bb1
^bb1:
  "foo.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.use"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @switch_const(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "foo.use2"(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_const(%a: i32, %b: i32) {
  %f = arith.constant 43 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.use2"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switch_const_takes_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: "foo.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_const_takes_default(%a: i32, %b: i32) {
  %f = arith.constant 7 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.use2"(%y) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switch_const_negative(%arg0: i8, %arg1: i8) {
// CHECK-NEXT: "foo.use2"(%arg1) : (i8) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_const_negative(%a: i8, %b: i8) {
  %f = arith.constant -1 : i8
  cf.switch %f : i8, [
    default: ^bb1(%a : i8),
    255: ^bb2(%b : i8)
  ]
^bb1(%x: i8):
  "foo.use"(%x) : (i8) -> ()
  return
^bb2(%y: i8):
  "foo.use2"(%y) : (i8) -> ()
  return
}
