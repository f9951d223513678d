// Multi-block SSACFG regions (func bodies) using unregistered terminators with successors and
// successor operands, block arguments, loops, forward block references, and unreachable blocks.

func.func @simple(%a: i64, %cond: i1) -> i64 {
  "tst.cond_br"(%cond)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "tst.br"(%a)[^bb3] : (i64) -> ()
^bb2:
  %b = "tst.add"(%a, %a) : (i64, i64) -> i64
  "tst.br"(%b)[^bb3] : (i64) -> ()
^bb3(%c: i64):
  "tst.br"(%c, %a)[^bb4] : (i64, i64) -> ()
^bb4(%d: i64, %e: i64):
  %0 = "tst.add"(%d, %e) : (i64, i64) -> i64
  return %0 : i64
}

// Entry block written with an explicit label and arguments (no names in the signature).
func.func @explicit_entry(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
  "tst.cond_br"(%cond, %a)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i64) -> ()
^bb1(%x: i64):
  return %x : i64
^bb2:
  return %a : i64
}

// A loop: back edge to a header block with a block argument.
func.func @loop(%n: index) -> index {
  %zero = "tst.constant"() {value = 0 : index} : () -> index
  "tst.br"(%zero)[^header] : (index) -> ()
^header(%i: index):
  %done = "tst.cmp"(%i, %n) : (index, index) -> i1
  "tst.cond_br"(%done)[^exit, ^body] : (i1) -> ()
^body:
  %next = "tst.inc"(%i) : (index) -> index
  "tst.br"(%next)[^header] : (index) -> ()
^exit:
  return %i : index
}

// Self loop and a block that branches to itself with arguments.
func.func @self_loop(%a: i32) {
  "tst.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %y = "tst.step"(%x) : (i32) -> i32
  "tst.br"(%y)[^bb1] : (i32) -> ()
}

// Switch-like terminator with many successors, including the same block twice.
func.func @switch(%flag: i32, %v: f32) -> f32 {
  "tst.switch"(%flag, %v, %v)[^default, ^case0, ^case0] : (i32, f32, f32) -> ()
^default:
  return %v : f32
^case0:
  %w = "tst.neg"(%v) : (f32) -> f32
  return %w : f32
}

// Values defined in a dominating block used in later blocks; block arguments of several types.
func.func @dominance(%a: i32) -> (i32, f32) {
  %c = "tst.make"() : () -> f32
  "tst.br"(%c, %a)[^bb1] : (f32, i32) -> ()
^bb1(%f: f32, %i: i32):
  "tst.br"()[^bb2] : () -> ()
^bb2:
  %s = "tst.add"(%a, %i) : (i32, i32) -> i32
  return %s, %f : i32, f32
}

// Unreachable blocks may use values defined anywhere (dominance is not checked there).
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^dead:
  %x = "tst.use"(%y) : (i32) -> i32
  %y = "tst.use"(%x) : (i32) -> i32
  return %y : i32
}

// Blocks referenced before they are defined; numeric and named labels.
func.func @forward_blocks() {
  "tst.br"()[^later] : () -> ()
^0:
  return
^later:
  "tst.br"()[^0] : () -> ()
}

// A terminator without successors that is not func.return ends a block.
func.func @unregistered_terminator(%a: i32) {
  "tst.unreachable"(%a) : (i32) -> ()
}

// Multi-block region of an unregistered op nested inside a function.
func.func @nested_cfg(%a: i32) {
  "tst.region"() ({
  ^bb0(%x: i32):
    "tst.br"(%x)[^bb1] : (i32) -> ()
  ^bb1(%y: i32):
    "tst.yield"(%y, %a) : (i32, i32) -> ()
  }) : () -> ()
  return
}

// Forward reference in an SSACFG region: %x is used textually before its definition, but its
// defining block ^def dominates the using block ^use.
func.func @forward_value(%a: i32) -> i32 {
  "tst.br"()[^def] : () -> ()
^use:
  %y = "tst.add"(%x, %a) : (i32, i32) -> i32
  return %y : i32
^def:
  %x = "tst.make"() : () -> i32
  "tst.br"()[^use] : () -> ()
}
