// Registered builtin/func ops written in generic form: inherent attributes as properties <{...}>,
// inherent attributes given in the attribute dict (upstream moves them into properties), and
// discardable attributes next to properties.

"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()

// Inherent attributes supplied through the attribute dictionary instead of <{...}>.
"func.func"() ({
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "h"} : () -> ()

// External declaration: a region with no blocks; visibility and arg/res attrs as properties.
"func.func"() <{arg_attrs = [{foo.a}, {}], function_type = (i32, f32) -> i1, res_attrs = [{foo.r = 1 : i32}],
                sym_name = "decl", sym_visibility = "private"}> ({
}) : () -> ()

// Properties plus discardable attributes on the same op.
"func.func"() <{function_type = () -> (), sym_name = "with_discardable"}> ({
  "func.return"() : () -> ()
}) {foo.discardable = "yes"} : () -> ()

"func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
^bb0(%a: i32):
  %0 = "func.call"(%a) {callee = @f} : (i32) -> i32
  %1 = "func.call"(%0) <{callee = @f}> : (i32) -> i32
  %2 = "func.constant"() {value = @f} : () -> ((i32) -> i32)
  %3 = "func.constant"() <{value = @f}> : () -> ((i32) -> i32)
  %4 = "func.call_indirect"(%2, %1) : ((i32) -> i32, i32) -> i32
  %5 = "func.call_indirect"(%3, %4) {foo.note} : ((i32) -> i32, i32) -> i32
  "func.call"() <{callee = @h}> : () -> ()
  "func.return"(%5) : (i32) -> ()
}) : () -> ()

// Generic unrealized_conversion_cast and builtin.module.
"func.func"() <{function_type = (i32) -> (i64, f32), sym_name = "cast"}> ({
^bb0(%x: i32):
  %0:2 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> (i64, f32)
  "func.return"(%0#0, %0#1) : (i64, f32) -> ()
}) : () -> ()

"builtin.module"() <{sym_name = "gm"}> ({
^bb0:
}) : () -> ()
"builtin.module"() ({
  "tst.x"() : () -> ()
}) {sym_name = "gm2"} : () -> ()
"builtin.module"() <{sym_name = "gm3", sym_visibility = "private"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "inner", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {foo.tag = 1 : i32} : () -> ()

// Custom-form module carrying its visibility in the attribute dictionary.
module @priv attributes {sym_visibility = "private"} {
}
