// Dominance violations reported by the verifier in SSACFG regions (func bodies and multi-block
// regions of unregistered ops), with the note pointing at the definition.

func.func @same_block() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "tst.op"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "tst.op"() : () -> i32
  return
}

// -----

func.func @self_use() {
  // expected-note @+2 {{operand defined here (op in the same block)}}
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "tst.op"(%0) : (i32) -> i32
  return
}

// -----

func.func @diamond(%c: i1) {
  "tst.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "tst.op"() : () -> i32
  "tst.br"()[^bb3] : () -> ()
^bb2:
  "tst.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "tst.use"(%x) : (i32) -> ()
  return
}

// -----

// A single-block region of an unregistered op does not hide uses of values defined later in the
// enclosing SSACFG block.
func.func @parent_region() {
  "tst.region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "tst.use"(%later) : (i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %later = "tst.op"() : () -> i32
  return
}

// -----

// Block arguments of a successor are not available in its predecessor.
// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @successor_arg() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "tst.br"(%y)[^bb1] : (i32) -> ()
^bb1(%y: i32):
  return
}

// -----

// Multi-block regions of unregistered ops have SSA dominance even at the top level.
"tst.region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %3 = "tst.op2"(%4) : (i32) -> (i32)
  "tst.br"()[^bb1] : () -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %4 = "tst.op2"(%3) : (i32) -> (i32)
  "tst.yield"() : () -> ()
}) : () -> ()
