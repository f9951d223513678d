// Use-before-def and cycles in graph regions: the builtin.module body (top level and nested
// modules) and SINGLE-block regions of unregistered ops (mlir-opt-19 does not check dominance in
// those, even when nested in a func); a func body itself is an SSACFG region.

// Top-level module body is a graph region: cycles and forward references are fine.
%a = "tst.node"(%a, %c) : (i32, i32) -> i32
%b = "tst.node"(%a, %d) : (i32, i32) -> i32
%c = "tst.node"(%b) : (i32) -> i32
%d = "tst.node"(%a) : (i32) -> i32

// Same in a named nested module.
module @nested {
  %x:2 = "tst.pair"(%y, %x#1) : (f32, f32) -> (f32, f32)
  %y = "tst.node"(%x#0) : (f32) -> f32
}

// Single-block region of an unregistered op at top level (LangRef's example).
"tst.graph_region"() ({
  %1 = "tst.op1"(%1, %3) : (i32, i32) -> i32
  %2 = "tst.ssacfg_region"() ({
     %5 = "tst.op2"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> i32
  }) : () -> i32
  %3 = "tst.op2"(%1, %4) : (i32, i32) -> i32
  %4 = "tst.op3"(%1) : (i32) -> i32
}) : () -> ()

// A single-block region of an unregistered op nested inside a func body.
func.func @in_func(%arg: i32) {
  "tst.graph"() ({
    %p = "tst.node"(%q, %arg) : (i32, i32) -> i32
    %q = "tst.node"(%p) : (i32) -> i32
  }) : () -> ()
  return
}

// Values from a graph region may be referenced from regions nested in later ops.
module {
  "tst.user"() ({
    "tst.use"(%late) : (index) -> ()
  }) : () -> ()
  %late = "tst.def"() : () -> index
}

// Empty module body and a module containing only a nested empty module.
module {
}
module @outer {
  module @inner {
  }
}
