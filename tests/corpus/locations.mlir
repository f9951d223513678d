// Location attributes: unknown, file:line:col, name, callsite, fused (with/without metadata),
// #loc aliases (defined before and after use), and locations on ops, block args and func args.

#loc_file = loc("mysource.cc":10:8)
#loc_named = loc("CSE"("mysource.cc":10:8))

"tst.unknown"() : () -> () loc(unknown)
"tst.file"() : () -> () loc("mysource.cc":10:8)
// Empty file name (mlir-opt-19 prints it back as "-").
"tst.file_zero"() : () -> () loc("":0:0)
"tst.name"() : () -> () loc("x"("file":1:2))
"tst.name_only"() : () -> () loc("just_a_name")
"tst.name_unknown"() : () -> () loc("n"(unknown))
"tst.callsite"() : () -> () loc(callsite("foo" at "mysource.cc":10:8))
"tst.callsite_nested"() : () -> () loc(callsite(callsite("a.cc":1:1 at "b.cc":2:2) at "c.cc":3:3))
"tst.fused"() : () -> () loc(fused["mysource.cc":10:8, "mysource.cc":22:8])
"tst.fused_meta"() : () -> () loc(fused<"CSE">["mysource.cc":10:8, "mysource.cc":22:8])
"tst.fused_dict_meta"() : () -> () loc(fused<{pass = "canonicalize"}>["a":1:1, "b"(unknown)])
"tst.fused_one"() : () -> () loc(fused["only.cc":5:5])
"tst.alias_use"() : () -> () loc(#loc_file)
"tst.alias_named"() : () -> () loc(#loc_named)
// Location aliases, unlike other attribute aliases, may be used before their definition.
"tst.alias_later"() : () -> () loc(#loc_late)
"tst.escaped"() : () -> () loc("dir/with \"quotes\".mlir":100:200)

// A location attribute used as an ordinary attribute value.
"tst.loc_as_attr"() {where = loc("attr.cc":1:2)} : () -> ()

%0 = "tst.result"() : () -> i32 loc("result.cc":3:4)
%1:2 = "tst.results"() : () -> (i32, i32) loc(fused["r.cc":1:1, "r.cc":2:2])

"tst.region"() ({
^bb0(%a: i32 loc("blockarg.cc":1:1), %b: f32 loc(unknown)):
  "tst.use"(%a, %b) : (i32, f32) -> () loc("use.cc":2:2)
  "tst.br"(%a)[^bb1] : (i32) -> () loc("br.cc":3:3)
^bb1(%c: i32 loc(#loc_file)):
  "tst.yield"(%c) : (i32) -> () loc(#loc_named)
}) : () -> () loc("region.cc":9:9)

func.func @with_arg_locs(%arg0: i32 loc("arg0.cc":1:1), %arg1: f32 loc(callsite("f" at "g":1:2)))
    -> i32 {
  return %arg0 : i32 loc("ret.cc":7:7)
} loc("func.cc":1:1)

func.func private @decl(i32) -> i32 loc("decl.cc":4:4)

module @m {
} loc("module.cc":0:0)

#loc_late = loc("late.cc":42:24)
